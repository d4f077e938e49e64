import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Stepper } from './stepper.tsx';

describe('Stepper', () => {
  it('steps within the bounds and reports a step past them', () => {
    const onChange = vi.fn();
    const onBound = vi.fn();
    const { rerender } = render(<Stepper value={5} min={2} max={5} onChange={onChange} onBound={onBound} />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(onBound).toHaveBeenCalledWith('max', 5);
    expect(onChange).not.toHaveBeenCalled();

    rerender(<Stepper value={2} min={2} max={5} onChange={onChange} onBound={onBound} />);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(onBound).toHaveBeenLastCalledWith('min', 2);
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('takes digits only and clamps a typed quantity', () => {
    const onChange = vi.fn();
    render(<Stepper value={1} min={1} max={10} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '4a2' } });
    expect(input.value).toBe('42');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(10);
    expect(input.value).toBe('10');
  });
});
