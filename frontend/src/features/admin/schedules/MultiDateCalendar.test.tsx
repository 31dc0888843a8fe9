import { act, fireEvent, render, screen } from '@testing-library/react';
import { MultiDateCalendar } from './MultiDateCalendar';

const day = (name: string) => screen.getByLabelText(name);

function renderCalendar(onClickDate = jest.fn()) {
  render(<MultiDateCalendar selected={['2027-03-13']} focused="2027-03-13" onClickDate={onClickDate} />);
  return onClickDate;
}

describe('MultiDateCalendar by keyboard', () => {
  it('is one Tab stop, on the focused date', () => {
    renderCalendar();
    const stops = screen
      .getByRole('group', { name: 'Dates in March 2027' })
      .querySelectorAll('button[tabindex="0"]');
    expect([...stops].map((stop) => stop.getAttribute('aria-label'))).toEqual(['Saturday, March 13, 2027']);
  });

  it('moves a day with the side arrows and a week with up and down, without toggling', () => {
    const onClickDate = renderCalendar();
    const start = day('Saturday, March 13, 2027');
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(day('Sunday, March 14, 2027')).toHaveFocus();
    expect(day('Sunday, March 14, 2027')).toHaveAttribute('tabindex', '0');
    expect(start).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(day('Sunday, March 14, 2027'), { key: 'ArrowDown' });
    expect(day('Sunday, March 21, 2027')).toHaveFocus();
    fireEvent.keyDown(day('Sunday, March 21, 2027'), { key: 'ArrowUp' });
    fireEvent.keyDown(day('Sunday, March 14, 2027'), { key: 'ArrowLeft' });
    expect(start).toHaveFocus();
    expect(onClickDate).not.toHaveBeenCalled();
  });

  it('goes to the ends of the week with Home and End (weeks start on Monday)', () => {
    renderCalendar();
    const start = day('Saturday, March 13, 2027');
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'Home' });
    expect(day('Monday, March 8, 2027')).toHaveFocus();
    fireEvent.keyDown(day('Monday, March 8, 2027'), { key: 'End' });
    expect(day('Sunday, March 14, 2027')).toHaveFocus();
  });

  it('turns the page when a move leaves the month, and a month with Page Up and Page Down', () => {
    renderCalendar();
    const start = day('Saturday, March 13, 2027');
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'PageDown' });
    expect(screen.getByText('April 2027')).toBeInTheDocument();
    expect(day('Tuesday, April 13, 2027')).toHaveFocus();
    fireEvent.keyDown(day('Tuesday, April 13, 2027'), { key: 'PageUp' });
    fireEvent.keyDown(day('Saturday, March 13, 2027'), { key: 'PageUp' });
    expect(day('Saturday, February 13, 2027')).toHaveFocus();
    fireEvent.keyDown(day('Saturday, February 13, 2027'), { key: 'ArrowDown' });
    fireEvent.keyDown(day('Saturday, February 20, 2027'), { key: 'ArrowDown' });
    fireEvent.keyDown(day('Saturday, February 27, 2027'), { key: 'ArrowDown' });
    expect(screen.getByText('March 2027')).toBeInTheDocument();
    expect(day('Saturday, March 6, 2027')).toHaveFocus();
  });

  it('toggles the day moved to when it is pressed', () => {
    const onClickDate = renderCalendar();
    const start = day('Saturday, March 13, 2027');
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    fireEvent.click(day('Sunday, March 14, 2027'));
    expect(onClickDate).toHaveBeenCalledWith('2027-03-14');
  });

  it('puts the Tab stop on the first of a month paged to with the month buttons', () => {
    renderCalendar();
    fireEvent.click(screen.getByLabelText('Next month'));
    expect(day('Thursday, April 1, 2027')).toHaveAttribute('tabindex', '0');
  });
});
