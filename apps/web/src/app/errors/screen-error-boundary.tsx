import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ScreenErrorPanel } from './screen-error-panel.tsx';

type BoundaryProps = {
  children: ReactNode;
  homeHref: string;
  /** A new value (another page) clears the error, so leaving a failed screen shows the next one. */
  resetKey: string;
  onReset: () => void;
};
type BoundaryState = { error: unknown; hasError: boolean };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => {
    this.props.onReset();
    this.setState({ error: null, hasError: false });
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    return <ScreenErrorPanel error={this.state.error} homeHref={this.props.homeHref} onRetry={this.reset} />;
  }
}

/**
 * Keeps one failing screen (or a lazy screen whose file is gone after a deployment) from replacing
 * the whole application: the layout around it stays, and the failure shows as a panel inside it.
 */
export function ScreenErrorBoundary({ children, homeHref }: { children: ReactNode; homeHref: string }) {
  const { pathname } = useLocation();
  // Failed queries are fetched again on Retry rather than rethrown from the cache.
  const { reset } = useQueryErrorResetBoundary();
  return (
    <Boundary homeHref={homeHref} resetKey={pathname} onReset={reset}>
      {children}
    </Boundary>
  );
}
