import { walkAtWidth } from './visual-walk/walk'

walkAtWidth(390)
