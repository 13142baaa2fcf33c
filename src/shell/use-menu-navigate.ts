import { useLocation, useNavigate } from 'react-router-dom';
import { samePlace } from './menu-nav.ts';

/** A menu's navigation: to the screen shown already, no second history entry (samePlace). */
export function useMenuNavigate(): (to: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (to) => {
    void navigate(to, { replace: samePlace(to, location) });
  };
}
