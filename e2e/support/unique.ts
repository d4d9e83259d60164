let made = 0;

/**
 * A suffix no other name made in this run has (time plus a counter), for usernames, emails and titles:
 * tests in a file share one site, so each brings its own people and tours instead of colliding.
 */
export function unique(): string {
  made += 1;
  return `${Date.now().toString(36)}${made}`;
}
