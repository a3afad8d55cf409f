import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useModal } from '../hooks/use-modal';
import { ClosableModal, Modal } from './modal';

/** A button that opens a modal with one button inside; the modal closes however it asks to. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Question" onClose={() => setOpen(false)}>
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<Opener />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Question' }) };
}

describe('Modal', () => {
  it('closes on a click on its backdrop (the <dialog> itself, outside its content) and gives focus back', async () => {
    const { user, dialog } = await openModal();
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('stays open on a click inside, and on a press that starts inside and ends on the backdrop', async () => {
    const { user, dialog } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Inside' }));
    await user.click(screen.getByRole('heading', { name: 'Question' }));
    // A drag from the content out to the backdrop (selecting text, say): the click lands on the dialog.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Inside' }));
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog', { name: 'Question' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});

/** The usual pairing: a button made an opener by useModal, and a ClosableModal. */
function ClosableOpener() {
  const { open, close, opener } = useModal();
  return (
    <>
      <button type="button" {...opener}>
        Open
      </button>
      <ClosableModal open={open} title="Question" onClose={close} closeLabel="Close question">
        <button type="button">Inside</button>
      </ClosableModal>
    </>
  );
}

describe('ClosableModal and useModal', () => {
  it('opens from its opener with focus on the ×, which closes it and gives focus back', async () => {
    const user = userEvent.setup();
    render(<ClosableOpener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    expect(opener).toHaveAttribute('aria-expanded', 'false');

    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Question' })).toBeInTheDocument();
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close question' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close question' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
