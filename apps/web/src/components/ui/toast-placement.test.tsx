import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from './toast.ts';
import { Toaster } from './toaster.tsx';

/**
 * Issue 40, item 7: at 360 px a toast never covers a page's submit button (signup, post load): one
 * raised by a submit whose button is in the lower half of the screen comes down from the top.
 */

const screenSize = { width: window.innerWidth, height: window.innerHeight };

function resize(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

/** A form whose submit button sits `top` px from the top of the screen (jsdom has no layout). */
function page(top: number, { inDialog = false } = {}) {
  const form = (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        toast.error('Validation Error', 'Please fill in all required fields');
      }}
    >
      <button type="submit">Create Account</button>
    </form>
  );
  render(
    <>
      {inDialog ? <div role="dialog">{form}</div> : form}
      <Toaster />
    </>,
  );
  const button = screen.getByRole('button', { name: 'Create Account' });
  button.getBoundingClientRect = () => DOMRect.fromRect({ x: 16, y: top, width: 328, height: 44 });
  return button;
}

async function toasterOf(title: string): Promise<HTMLElement> {
  const shown = await screen.findByText(title);
  return shown.closest('[data-sonner-toaster]') as HTMLElement;
}

beforeEach(() => resize(360, 740));
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  cleanup();
  resize(screenSize.width, screenSize.height);
});

describe('where a toast goes on a phone', () => {
  it('comes down from the top when the submit button pressed is in the lower half of the screen', async () => {
    fireEvent.click(page(680));
    const toaster = await toasterOf('Validation Error');
    expect(toaster.getAttribute('data-y-position')).toBe('top');
    expect(toaster.getAttribute('data-x-position')).toBe('center');
  });

  it('rises from the bottom when the button is in the upper half', async () => {
    fireEvent.click(page(120));
    expect((await toasterOf('Validation Error')).getAttribute('data-y-position')).toBe('bottom');
  });

  it('keeps clear of the field a failed check focused, which the person needs next', async () => {
    render(
      <>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            screen.getByLabelText('Full name').focus();
            toast.error('Validation Error', 'Please fix the errors in the form.');
          }}
        >
          <label>
            Full name <input />
          </label>
          <button type="submit">Create Account</button>
        </form>
        <Toaster />
      </>,
    );
    const field = screen.getByLabelText('Full name');
    field.getBoundingClientRect = () => DOMRect.fromRect({ x: 16, y: 600, width: 328, height: 44 });
    const button = screen.getByRole('button', { name: 'Create Account' });
    button.getBoundingClientRect = () => DOMRect.fromRect({ x: 16, y: 80, width: 328, height: 44 });
    fireEvent.click(button);
    expect((await toasterOf('Validation Error')).getAttribute('data-y-position')).toBe('top');
  });

  it('rises from the bottom for a dialog, whose buttons keep clear of it (TOAST_LANE)', async () => {
    fireEvent.click(page(680, { inDialog: true }));
    expect((await toasterOf('Validation Error')).getAttribute('data-y-position')).toBe('bottom');
  });

  it('keeps to the bottom right on a desktop', async () => {
    resize(1440, 900);
    fireEvent.click(page(850));
    const toaster = await toasterOf('Validation Error');
    expect(toaster.getAttribute('data-y-position')).toBe('bottom');
    expect(toaster.getAttribute('data-x-position')).toBe('right');
  });
});
