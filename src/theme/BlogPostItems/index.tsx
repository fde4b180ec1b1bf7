// Wrapped: the blog list page has no page heading of its own; give it one (with the blog's
// description) so the page has an h1 for screen readers and a clear title for everyone.
import React, {type ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';

type Props = WrapperProps<typeof BlogPostItemsType>;

const LIST_PAGE = /^\/blog(\/page\/\d+)?\/?$/;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <>
      {LIST_PAGE.test(pathname) && (
        <header className="margin-bottom--xl">
          <Heading as="h1">MRS UAV System blog</Heading>
          <p>Release news, behaviour changes and technical notes from the maintainers of the MRS UAV System.</p>
        </header>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
