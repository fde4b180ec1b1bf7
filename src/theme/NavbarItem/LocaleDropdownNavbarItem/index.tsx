// Wrapped: the theme computes the locale links from the current ?search#hash, but the server
// renders them without it and React keeps server attributes after hydration. Remounting once in
// the browser makes the links carry the search string and hash from the first view on.
import React, {type ReactNode} from 'react';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type LocaleDropdownNavbarItemType from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = WrapperProps<typeof LocaleDropdownNavbarItemType>;

export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return <LocaleDropdownNavbarItem key={isBrowser ? 'browser' : 'server'} {...props} />;
}
