import { ACCOUNT_ENTRY, isActiveEntry, MENU_ENTRIES } from './menu-entries';

/** The browser tab's title for each page: the page's own name, then the product's. */
export function pageTitleFor(pathname: string): string {
  const page =
    pathname === '/campaigns/new'
      ? 'New campaign'
      : /^\/leads\/[^/]+/.test(pathname)
        ? 'Lead'
        : pathname === '/workspace'
          ? 'Workspace'
          : [...MENU_ENTRIES, ACCOUNT_ENTRY].find((entry) => isActiveEntry(entry, pathname))?.label;
  return page ? `${page} · Outflow` : 'Outflow';
}
