// Wrapped: adds the offline notice, which every page must show while the device has no network.
import React, {type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import OfflineNotice from '@site/src/features/offline/OfflineNotice';

type Props = WrapperProps<typeof NavbarType>;

export default function NavbarWrapper(props: Props): ReactNode {
  return (
    <>
      <Navbar {...props} />
      <OfflineNotice />
    </>
  );
}
