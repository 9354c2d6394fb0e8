import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../components/ui/toast.ts';
import { Toaster } from '../components/ui/toaster.tsx';
import { showUpdatePrompt, UPDATE_PROMPT } from './update-prompt.ts';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

describe('when a new version has been deployed', () => {
  it('asks the visitor to reload, and reloads onto it when they agree', async () => {
    render(<Toaster />);
    const reload = vi.fn(async () => {});
    await act(() => showUpdatePrompt(reload));

    expect(await screen.findByText(UPDATE_PROMPT.title)).toBeTruthy();
    expect(screen.getByText(UPDATE_PROMPT.description)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();

    await act(async () => screen.getByRole('button', { name: UPDATE_PROMPT.action }).click());
    expect(reload).toHaveBeenCalledOnce();
  });
});
