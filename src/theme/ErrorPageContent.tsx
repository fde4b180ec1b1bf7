// Wrapped (not ejected): keeps the theme's crash screen ("This page crashed", the error's cause
// chain, "Try again") and adds a way to report the crash to the maintainers.
import React, {type ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import {ISSUES_URL} from '@site/config/site';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <ErrorPageContent {...props} />
      <p className="container margin-bottom--lg text--center">
        If this keeps happening, please <a href={ISSUES_URL}>report it on GitHub</a> with the page address.
      </p>
    </>
  );
}
