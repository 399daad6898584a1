import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastHost } from './ToastHost';
import { toast } from './toast';

describe('toast', () => {
  it('brings in the library and the container with the first toast, which shows top-centre', async () => {
    const { container } = render(<ToastHost />);
    expect(container.querySelector('.Toastify')).toBeNull();

    toast.success('Saved to Travel');

    const shown = await screen.findByText('Saved to Travel');
    expect(shown.closest('.Toastify__toast')).toHaveClass('Toastify__toast--success');
    expect(shown.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-center');
  });

  it('shows a toast asked for before any host was mounted', async () => {
    toast.error('Could not save');
    render(<ToastHost />);
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
  });
});
