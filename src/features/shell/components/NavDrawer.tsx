import { Drawer } from 'antd';
import type { Role } from '@/session/authSlice';
import { SideNav } from './SideNav';

/**
 * The side navigation as a drawer, under 960 px. ShellLayout loads it only on narrow screens,
 * so wide ones never download antd's Drawer.
 */
export function NavDrawer({ role, open, onClose }: { role: Role; open: boolean; onClose(): void }) {
  return (
    <Drawer
      id="mb-nav-drawer"
      title="Menu"
      placement="left"
      size={280}
      open={open}
      onClose={onClose}
      classNames={{ body: 'mb-shell__drawer-body' }}
    >
      <SideNav role={role} onNavigate={onClose} />
    </Drawer>
  );
}
