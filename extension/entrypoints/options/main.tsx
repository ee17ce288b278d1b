import { createOptionsDeps } from '../../lib/data/optionsDeps';
import { mountOptions } from '../../ui/options';

const root = document.getElementById('root');
if (root) void createOptionsDeps().then((deps) => mountOptions(root, deps));
