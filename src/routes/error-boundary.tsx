import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isChunkLoadError } from './chunk-load-error';
import { ErrorScreen } from './error-screen';
import { NewVersionScreen } from './new-version-screen';

interface BoundaryProps {
  children: ReactNode;
  /** A navigation leaves the broken screen behind. */
  locationKey: string;
}

class Boundary extends Component<BoundaryProps, { error: unknown; locationKey: string }> {
  override state = { error: null as unknown, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; locationKey: string }) {
    return props.locationKey === state.locationKey ? null : { error: null, locationKey: props.locationKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return isChunkLoadError(error) ? <NewVersionScreen /> : <ErrorScreen />;
  }
}

/**
 * A screen that throws while rendering shows 'Unexpected Application Error!' instead of a blank
 * page; one whose chunk cannot be loaded offers a reload instead.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary locationKey={key}>{children}</Boundary>;
}
