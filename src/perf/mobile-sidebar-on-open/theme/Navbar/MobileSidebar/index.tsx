/**
 * The navbar's panel for phones, mounted the first time the reader opens it.
 *
 * The theme mounts the panel (the navbar's items and, on doc pages, the whole docs sidebar once more) on every
 * page narrower than 997 px as soon as the page has hydrated and measured the window, hidden until the menu
 * button is pressed. That mount re-rendered the page in one task of 100-500 ms on a slowed phone, whether or
 * not the reader ever opened the menu. Here the panel mounts when it is first shown and stays mounted.
 *
 * A panel mounted already shown would skip the theme's slide-in, so for its first frame it is held in the
 * closed position (`styles.entering`), and the transition runs from there.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-init/Navbar/MobileSidebar';
import styles from './styles.module.css';

export default function NavbarMobileSidebarWhenOpened(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [mounted, setMounted] = useState(shown);
  const [entering, setEntering] = useState(false);
  if (shown && !mounted) {
    setMounted(true);
    setEntering(true);
  }
  useEffect(() => {
    if (!entering) return undefined;
    // two frames: the first paints the closed position, the second starts the transition
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setEntering(false));
    });
    return () => cancelAnimationFrame(frame);
  }, [entering]);
  if (!mounted) return null;
  return (
    <div className={entering ? styles.entering : styles.settled}>
      <NavbarMobileSidebar />
    </div>
  );
}
