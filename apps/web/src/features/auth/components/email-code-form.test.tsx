import { CodeType, msg } from '@hashforge/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmailCodeForm } from './email-code-form.tsx';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('sign-up / reset form', () => {
  async function submit() {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    });
  }

  it("shows the spec's messages for empty fields", async () => {
    const onSubmit = vi.fn();
    render(<EmailCodeForm codeType={CodeType.signUp} submitLabel="Go" pending={false} onSubmit={onSubmit} />);
    await submit();
    expect(screen.getByText(msg.emailRequired)).toBeTruthy();
    expect(screen.getByText(msg.authCodeEmpty)).toBeTruthy();
    expect(screen.getByText(msg.passwordRequired)).toBeTruthy();
    expect(screen.getByText(msg.passwordAgain)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that differs, even while the code is still missing', async () => {
    const onSubmit = vi.fn();
    render(<EmailCodeForm codeType={CodeType.signUp} submitLabel="Go" pending={false} onSubmit={onSubmit} />);
    fill('Email', 'ada@example.com');
    fill('Password', 'secret1');
    fill('Confirm password', 'secret2');
    await submit();
    expect(screen.getByText(msg.passwordsInconsistent)).toBeTruthy();
    expect(screen.getByText(msg.authCodeEmpty)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends email, code and password (not the confirmation)', async () => {
    const onSubmit = vi.fn();
    render(<EmailCodeForm codeType={CodeType.reset} submitLabel="Go" pending={false} onSubmit={onSubmit} />);
    fill('Email', 'Ada@Example.com');
    fill('Verification code', '123456');
    fill('New password', 'secret1');
    fill('Confirm password', 'secret1');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', code: '123456', password: 'secret1' });
  });
});
