import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownButton } from './countdown-button.tsx';

describe('CountdownButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('disables itself for 60 seconds after a successful send, then is ready again', async () => {
    const onSend = vi.fn(async () => true);
    render(<CountdownButton onSend={onSend} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Resend in 60 s');
    expect((button as HTMLButtonElement).disabled).toBe(true);

    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(button.textContent).toBe('Resend in 30 s');
    await act(async () => {
      vi.advanceTimersByTime(30_500);
    });
    expect(button.textContent).toBe('Send code');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('stays ready when the send was refused on the client', async () => {
    render(<CountdownButton onSend={async () => false} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    });
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false);
  });
});
