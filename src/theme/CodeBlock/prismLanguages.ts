// Prism's language files extend the Prism on globalThis; prism-react-renderer has its own
// instance. Mount it for the imports below (ES modules evaluate in import order), then unmount.
import './prismMount';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-nginx';
import 'prismjs/components/prism-ini';
import './prismUnmount';
