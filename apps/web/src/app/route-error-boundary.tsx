import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reloadForChunkError } from '../lib/chunk-reload';
import { RouteError } from './route-error';

interface Props {
  /** Changing it (the pathname) clears a shown error. */
  resetKey: string;
  children: ReactNode;
}
interface State {
  error: unknown;
  hasError: boolean;
  key: string;
}

/**
 * Catches render and chunk-loading errors below the router and shows the route error page.
 * A chunk missing after a new deploy reloads the page once instead.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    this.state = { error: null, hasError: false, key: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { key: props.resetKey, error: null, hasError: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (reloadForChunkError(error)) return;
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
