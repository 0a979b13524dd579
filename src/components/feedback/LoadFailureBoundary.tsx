import { Component, type ReactNode } from 'react';

interface LoadFailureBoundaryProps {
  /** Called once when a child throws, typically because its lazy chunk failed to download. */
  onError(): void;
  children: ReactNode;
}

/**
 * Renders nothing instead of its children once they throw, so a toast chunk that cannot be
 * downloaded (offline) does not take the page down with it. Give it a new key to try again.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(): void {
    this.props.onError();
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
