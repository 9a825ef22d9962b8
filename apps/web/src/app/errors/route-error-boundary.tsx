import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface Props {
  /** What shows instead of the children once they threw. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A page (or its lazily loaded code) threw: the fallback shows in its place, inside the shell,
 * until the next navigation tries again, as React Router's error elements did.
 */
export function RouteErrorBoundary(props: Props) {
  const { key } = useLocation();
  return <Boundary {...props} locationKey={key} />;
}

interface State {
  failed: boolean;
  locationKey: string;
}

class Boundary extends Component<Props & { locationKey: string }, State> {
  override state: State = { failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { locationKey: string }, state: State): Partial<State> | null {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
