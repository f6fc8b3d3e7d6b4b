'use client';
import { Component, type ReactNode } from 'react';

/**
 * One navbar item that throws while rendering must not take the navbar down: it is replaced
 * by a small error that shows the item's configuration.
 */
export class NavItemBoundary extends Component<{ config: unknown; children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <span role="alert" style={{ color: 'var(--oso-danger)', fontSize: '0.8rem' }}>
        A navbar item failed to render: {JSON.stringify(this.props.config)}
      </span>
    );
  }
}
