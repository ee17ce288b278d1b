import { panelDeps } from '../../lib/data/pageDeps';
import { mountPanel } from '../../ui/panel';

const root = document.getElementById('root');
if (root) mountPanel(root, panelDeps);
