/**
 * The recipes of the Chakra components that never show in the first paint: dialogs, tabs, form fields,
 * toasts and the default layout's breadcrumb, which screens and dialogs bring when they load (the
 * input's recipe stays in the design system: the header's search is one). Each is given to its
 * component with Chakra's `recipe` prop instead of being registered in the design system
 * (src/app/theme.ts), so that it loads with the code that renders it (issue 51 item 6).
 * tests/unit/app/theme.test.ts checks that a file using one of these components gives it its recipe.
 */
export {
  breadcrumbSlotRecipe, dialogSlotRecipe, fieldSlotRecipe, tabsSlotRecipe, toastSlotRecipe,
} from '@chakra-ui/react/theme';
