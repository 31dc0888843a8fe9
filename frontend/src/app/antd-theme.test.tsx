import { fireEvent, render, screen } from '@testing-library/react';
import { Alert, Modal, Select } from 'antd';
import { AntdTheme } from './AntdTheme';

describe('Ant Design icons', () => {
  it("hides every alert type's icon from screen readers: the alert's text says it all", () => {
    const { container } = render(
      <AntdTheme>
        {(['success', 'info', 'warning', 'error'] as const).map((type) => (
          <Alert key={type} type={type} showIcon title={`A ${type}`} />
        ))}
      </AntdTheme>,
    );
    const icons = container.querySelectorAll('.ant-alert-icon [role="img"]');
    expect(icons).toHaveLength(4);
    icons.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
  });

  it("hides a select's arrow from screen readers: the combobox says it opens", () => {
    const { container } = render(
      <AntdTheme>
        <Select aria-label="Status" options={[{ value: 'all', label: 'All' }]} value="all" />
      </AntdTheme>,
    );
    expect(container.querySelector('.ant-select-suffix [role="img"]')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Ant Design pop-ups', () => {
  it("opens a select's options inside the dialog it is in, not outside the modal dialog on the page", async () => {
    render(
      <AntdTheme>
        <Modal open title="Edit Booking" footer={null}>
          <Select aria-label="Status" options={[{ value: 'confirmed', label: 'Confirmed' }]} />
        </Modal>
      </AntdTheme>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Booking' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    expect(dialog).toContainElement(await screen.findByRole('listbox'));
  });
});
