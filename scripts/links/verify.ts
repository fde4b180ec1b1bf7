/**
 * What makes a redirect table wrong, each problem naming the URL it concerns: a target that is no page
 * (it stopped existing, or was mistyped), a target that is itself redirected (a chain, or a loop), and a
 * source that is a page (the redirect would hide it).
 */
export function redirectProblems(
  table: Readonly<Record<string, string>>,
  isPage: (route: string) => boolean,
): string[] {
  const problems: string[] = [];
  for (const [from, to] of Object.entries(table)) {
    if (isPage(from)) problems.push(`${from}: is a page of the site; it must not be redirected`);
    if (from === to) problems.push(`${from}: redirects to itself`);
    else if (table[to] !== undefined) problems.push(`${from}: its target ${to} is redirected again (to ${table[to]})`);
    else if (!isPage(to)) problems.push(`${from}: its target ${to} is no page of the site`);
  }
  return problems;
}
