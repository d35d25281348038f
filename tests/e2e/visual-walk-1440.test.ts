import { walkAtWidth } from './visual-walk/walk'

walkAtWidth(1440)
