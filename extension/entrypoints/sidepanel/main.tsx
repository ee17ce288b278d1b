import { createPanelDeps } from '../../lib/data/panelDeps';
import { mountPanel } from '../../ui/panel';

const root = document.getElementById('root');
if (root) void createPanelDeps().then((deps) => mountPanel(root, deps));
