import { CreditCardOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { ButtonLink } from '../../../ui/ButtonLink';
import { ADD_CARD_PATH } from '../payment-paths';
import { SavedCards } from './SavedCards';
import './billing.css';

/** Spec §2 "Profile" settings row: Payment Methods, whose Manage opens the saved cards with 'Add New Card'. */
export function PaymentMethodsRow() {
  const [open, setOpen] = useState(false);
  return (
    <div className="settings-row">
      <CreditCardOutlined className="settings-row__icon" aria-hidden />
      <div className="settings-row__text">
        <h3 className="settings-row__title">Payment Methods</h3>
        <p className="settings-row__hint">Your saved cards</p>
      </div>
      <Button onClick={() => setOpen(true)} aria-label="Manage payment methods">
        Manage
      </Button>
      <Modal
        open={open}
        title="Payment Methods"
        onCancel={() => setOpen(false)}
        footer={
          <ButtonLink to={ADD_CARD_PATH} type="primary" onNavigate={() => setOpen(false)}>
            Add New Card
          </ButtonLink>
        }
      >
        {/* The footer's 'Add New Card' is the dialog's one: the empty list offers no second. */}
        <SavedCards />
      </Modal>
    </div>
  );
}
