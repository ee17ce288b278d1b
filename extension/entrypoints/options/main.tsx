import { optionsDeps } from '../../lib/data/pageDeps';
import { mountOptions } from '../../ui/options';

const root = document.getElementById('root');
if (root) mountOptions(root, optionsDeps);
