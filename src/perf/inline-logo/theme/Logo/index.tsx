/**
 * The navbar's logo and title. When the configured logo is the site's own `static/img/logo.svg` (one file
 * for both colour modes), its markup is inlined at build time: an SVG file shown through `<img>` costs the
 * browser a separate document, and the theme draws two of those elements, one per colour mode. Any other
 * logo configuration gets the theme's component unchanged.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useThemeConfig} from '@docusaurus/theme-common';
import OriginalLogo from '@theme-init/Logo';
import type {Props} from '@theme/Logo';
import LogoImage from '@site/static/img/logo.svg';

/** The `navbar.logo.src` this component inlines. */
const INLINED_LOGO = 'img/logo.svg';

export default function Logo(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {
    navbar: {title, logo},
  } = useThemeConfig();
  const href = useBaseUrl(logo?.href ?? '/');
  if (!logo || logo.src !== INLINED_LOGO || (logo.srcDark && logo.srcDark !== logo.src)) {
    return <OriginalLogo {...props} />;
  }
  const {imageClassName, titleClassName, ...linkProps} = props;
  // As in the theme: without an alt text a visible title names the link and the image is decorative;
  // without a title the image is named after the site.
  const alt = logo.alt ?? (title ? '' : siteConfig.title);
  return (
    <Link to={href} {...linkProps} {...(logo.target ? {target: logo.target} : {})}>
      <div className={imageClassName}>
        <LogoImage
          className={logo.className}
          style={logo.style}
          width={logo.width}
          height={logo.height}
          {...(alt
            ? {role: 'img', 'aria-label': alt}
            : {role: undefined, 'aria-label': undefined, 'aria-hidden': true})}
          focusable="false"
        />
      </div>
      {title != null && <b className={titleClassName}>{title}</b>}
    </Link>
  );
}
