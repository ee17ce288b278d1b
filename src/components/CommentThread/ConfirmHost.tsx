import { Modal } from 'antd';
import { hookHost } from '@site/src/components/AntdArea/hookHost';

/** Renders antd's confirmation dialogs inside the area (its theme, direction and language) and hands over their API. */
export default hookHost(Modal.useModal);
