import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorScreen } from './error-screen';

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
    return this.state.error ? <ErrorScreen /> : this.props.children;
  }
}

/** A screen that throws while rendering shows 'Unexpected Application Error!' instead of a blank page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary locationKey={key}>{children}</Boundary>;
}
