// Prism's core on its own (the package's types describe the full `prismjs` entry point).
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';

  export default Prism;
}
