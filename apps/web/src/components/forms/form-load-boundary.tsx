import { Component, type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';

/** On a dropped connection the form's code may not arrive: say so in the dialog, and try again. */
export class FormLoadBoundary extends Component<
  { children: ReactNode; onRetry: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
        <p className="text-sm text-gray-800">
          The bid form could not be loaded. Check your connection and try again.
        </p>
        <Button
          variant="outline"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          Try Again
        </Button>
      </div>
    );
  }
}
