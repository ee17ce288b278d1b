import { message } from 'antd';
import { hookHost } from './hookHost';

/** Renders antd's messages inside the area (its theme, direction and language) and hands over its API. */
export default hookHost(message.useMessage);
