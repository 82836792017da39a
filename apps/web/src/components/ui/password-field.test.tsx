// The shared password field (sign-in, sign-up, reset, change password, delete account), rendered in
// Node; the toggle's behaviour in a browser is covered by e2e/first-tap.e2e.ts.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('starts hidden, with a Show password toggle that controls its input', () => {
    const html = renderToString(
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        error="Password is required"
      />,
    );
    const input = /<input[^>]*>/.exec(html)![0];
    expect(input).toContain('type="password"');
    expect(input).toContain('current-password');
    expect(input).toContain('aria-invalid="true"');
    const id = /id="([^"]+)"/.exec(input)![1];
    expect(html).toContain(`for="${id}"`);
    expect(html).toMatch(new RegExp(`<button type="button" aria-pressed="false" aria-controls="${id}"`));
    expect(html).toContain('Show password');
    expect(html).toContain('Password is required');
  });
});
