import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MailboxPoolPicker, type PickerMailbox } from '../components/settings/mailbox-pool-picker';

const MAILBOXES: PickerMailbox[] = [
  { id: 'a', email: 'sales@acme.test', name: 'Sales', dailyCap: 50, sentToday: 12 },
  { id: 'b', email: 'ops@acme.test', name: 'Ops', dailyCap: 30, sentToday: 0 },
  { id: 'c', email: 'ceo@acme.test', name: 'Ceo', dailyCap: 40, sentToday: 40 },
];

function Harness({ onChange }: { onChange: (ids: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>(['a']);
  return (
    <MailboxPoolPicker
      mailboxes={MAILBOXES}
      selected={selected}
      onChange={(ids) => {
        setSelected(ids);
        onChange(ids);
      }}
    />
  );
}

describe('MailboxPoolPicker', () => {
  it("shows each mailbox's daily cap and today's sends, and keeps the order picked", () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByLabelText(/Sales <sales@acme.test>/)).toBeChecked();
    expect(screen.getByText(/12 sent today of 50\/day/)).toBeInTheDocument();
    expect(screen.getByText(/40 sent today of 40\/day/)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText(/Ceo <ceo@acme.test>/));
    fireEvent.click(screen.getByLabelText(/Ops <ops@acme.test>/));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c', 'b']);
    fireEvent.click(screen.getByLabelText(/Sales <sales@acme.test>/));
    expect(onChange).toHaveBeenLastCalledWith(['c', 'b']);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
  });

  it('filters by name or address, keeping the selection', () => {
    render(<Harness onChange={jest.fn()} />);
    fireEvent.change(screen.getByPlaceholderText('Search mail accounts'), {
      target: { value: 'OPS' },
    });
    expect(screen.getByLabelText(/Ops <ops@acme.test>/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Sales/)).toBeNull();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });
});
