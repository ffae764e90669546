import { Link, useLocation } from "@tanstack/react-router";
import { FilePlus2, FolderOpen, Library, Palette, Settings, Snowflake, Thermometer, Users } from "lucide-react";
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from "@/components/ui/sidebar";
import { useMe } from "@/lib/session";

export const MENU_ITEMS = [
  { title: "Nuevo Proyecto", url: "/nuevo", icon: FilePlus2 },
  { title: "Biblioteca", url: "/biblioteca", icon: Library },
  { title: "Refrigerantes", url: "/biblioteca/refrigerantes", icon: Thermometer },
  { title: "Proyectos", url: "/proyectos", icon: FolderOpen },
  { title: "Configuración", url: "/configuracion", icon: Settings },
  { title: "Diseño de PDF", url: "/configuracion-diseno", icon: Palette },
] as const;

/** Shown to administrators of a server with accounts. */
const USERS_ITEM = { title: "Usuarios", url: "/usuarios", icon: Users } as const;

/** The link's test id: the lowercased title with spaces turned into hyphens. */
export function menuTestId(title: string) {
  return title.toLowerCase().replace(/\s+/g, "-");
}

export function AppSidebar() {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile, state } = useSidebar();
  const showText = isMobile || state === "expanded";
  const { data: me } = useMe();
  const items = me?.can.manageUsers && me.mode !== "single" ? [...MENU_ITEMS, USERS_ITEM] : MENU_ITEMS;
  return (
    <Sidebar>
      <SidebarHeader>
        <div className="flex items-center gap-2 px-1 py-2">
          <div className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
            <Snowflake className="size-4" />
          </div>
          {showText && (
            <div className="grid leading-tight">
              <span className="truncate font-semibold">Fichas Técnicas</span>
              <span className="truncate text-xs text-sidebar-foreground/70">Refrigeración</span>
            </div>
          )}
        </div>
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel>Menú Principal</SidebarGroupLabel>
          <SidebarMenu>
            {items.map((item) => (
              <SidebarMenuItem key={item.url}>
                <SidebarMenuButton asChild isActive={pathname === item.url} tooltip={item.title}>
                  <Link to={item.url} data-testid={menuTestId(item.title)} onClick={() => isMobile && setOpenMobile(false)}>
                    <item.icon />
                    {showText && <span>{item.title}</span>}
                  </Link>
                </SidebarMenuButton>
              </SidebarMenuItem>
            ))}
          </SidebarMenu>
        </SidebarGroup>
      </SidebarContent>
    </Sidebar>
  );
}
