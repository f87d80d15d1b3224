import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouterErrorScreen } from './RouterErrorScreen.js';

/**
 * Shows the router's error screen in place of `children` when they throw while rendering, until the
 * next navigation (what a data router's `errorElement` does; see router.tsx).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary locationKey={key}>{children}</ErrorBoundary>;
}

interface BoundaryProps {
  locationKey: string;
  children: ReactNode;
}

type BoundaryState = { failed: false } | { failed: true; error: unknown; failedAt?: string };

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    if (!state.failed) return null;
    // Remember where the error happened; any navigation after that renders the children again.
    if (state.failedAt === undefined) return { ...state, failedAt: props.locationKey };
    return state.failedAt === props.locationKey ? null : { failed: false };
  }

  override render() {
    return this.state.failed ? <RouterErrorScreen error={this.state.error} /> : this.props.children;
  }
}
