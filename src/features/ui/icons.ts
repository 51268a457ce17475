/** Icon paths (24×24, stroked). Named exports, so each client bundle carries only the icons it uses. */
export const iconMenu = 'M3 6h18M3 12h18M3 18h18'
export const iconClose = 'M6 6l12 12M18 6L6 18'
export const iconUser = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0'
export const iconBag = 'M6 7h12l1 14H5L6 7zm3 0V5a3 3 0 0 1 6 0v2'
export const iconHeart =
  'M12 20s-7-4.4-9-8.6C1.6 8.4 3.5 5 6.8 5c2 0 3.4 1.2 4.2 2.5C11.8 6.2 13.2 5 15.2 5c3.3 0 5.2 3.4 3.8 6.4C19 15.6 12 20 12 20z'
export const iconShop = 'M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6'
export const iconShare =
  'M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 6a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4'
export const iconPlus = 'M12 5v14M5 12h14'
export const iconMinus = 'M5 12h14'
export const iconChevron = 'M6 9l6 6 6-6'
export const iconFilter = 'M4 6h16M7 12h10M10 18h4'
export const iconSearch = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2l4.5 4.5'
export const iconFacebook = 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z'
export const iconInstagram =
  'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01'
export const iconTrash = 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3'
