import { Save } from "lucide-react";
import { useCompanySettings, type CompanySettings, type CompanySettingsInput } from "../api/get-company-settings";
import { useSaveCompanySettings } from "../api/save-company-settings";
import { ApiTokensSection } from "./api-tokens-section";
import { UnitsSection } from "./units-section";
import { FormField } from "@/components/common/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useDialogForm } from "@/hooks/use-dialog-form";
import { actorName, ANONYMOUS_ACTOR, setActorName } from "@/lib/actor";
import { DEFAULT_NUMBER_LOCALE, formatNumber, isNumberLocale, NUMBER_LOCALES, type NumberLocale } from "@/lib/format";
import { DEFAULT_JURISDICTION, isJurisdiction, JURISDICTIONS, type Jurisdiction } from "@/lib/jurisdiction";
import { refusal, useMe } from "@/lib/session";
import { FIRST_SCREENS } from "@/components/layout/first-screen";

interface Values extends CompanySettingsInput {
  /** Kept in this browser only: the name the project history records. */
  actor: string;
}

const valuesOf = (s: CompanySettings | undefined): Values => ({
  companyName: s?.companyName ?? "",
  email: s?.email ?? "",
  phone: s?.phone ?? "",
  website: s?.website ?? "",
  numberLocale: isNumberLocale(s?.numberLocale) ? s.numberLocale : DEFAULT_NUMBER_LOCALE,
  jurisdiction: isJurisdiction(s?.jurisdiction) ? s.jurisdiction : DEFAULT_JURISDICTION,
  actor: actorName() === ANONYMOUS_ACTOR ? "" : actorName(),
});

function SettingsForm({ settings }: { settings: CompanySettings }) {
  const save = useSaveCompanySettings();
  const { data: me } = useMe();
  const signedIn = me !== undefined && me !== null && me.mode !== "single";
  const refused = refusal(me, "editSettings");
  const form = useDialogForm<Values, Values>({
    open: true,
    initial: () => valuesOf(settings),
    validate: (v) => ({
      ok: true,
      input: {
        companyName: v.companyName.trim(),
        email: v.email.trim(),
        phone: v.phone.trim(),
        website: v.website.trim(),
        numberLocale: v.numberLocale,
        jurisdiction: v.jurisdiction,
        actor: v.actor,
      },
    }),
    save: async ({ actor, ...input }) => {
      if (!signedIn) setActorName(actor);
      return save.mutateAsync(input);
    },
    successTitle: "Configuración guardada",
    failureMessage: "No se pudo guardar la configuración",
    onSaved: () => {},
  });
  const { values, errors, set } = form;
  const field = (key: Exclude<keyof Values, "numberLocale" | "jurisdiction">, label: string, type = "text", placeholder?: string) => (
    <FormField id={`settings-${key}`} label={label} error={errors[key]}>
      <Input
        id={`settings-${key}`}
        type={type}
        value={values[key]}
        placeholder={placeholder}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
      />
    </FormField>
  );

  return (
    <form onSubmit={form.onSubmit} className="space-y-6" noValidate>
      <div className="space-y-4 rounded-lg border p-6">
        <div>
          <h2 className="text-lg font-semibold">Datos de la Empresa</h2>
          <p className="text-sm text-muted-foreground">Aparecen en cada ficha técnica.</p>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          {field("companyName", "Nombre de la empresa")}
          {field("email", "Correo electrónico", "email", "contacto@empresa.com")}
          {field("phone", "Teléfono", "tel", "+52 55 1234 5678")}
          {field("website", "Sitio web", "url", "https://www.empresa.com")}
        </div>
      </div>
      <div className="space-y-4 rounded-lg border p-6">
        <div>
          <h2 className="text-lg font-semibold">Formato de números</h2>
          <p className="text-sm text-muted-foreground">Separador decimal de todas las pantallas y de las fichas técnicas.</p>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField id="settings-numberLocale" label="Formato numérico" error={errors.numberLocale}>
            <Select value={values.numberLocale} onValueChange={(v) => set("numberLocale", v as NumberLocale)}>
              <SelectTrigger id="settings-numberLocale" data-testid="settings-number-locale" aria-invalid={errors.numberLocale ? true : undefined}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {NUMBER_LOCALES.map((l) => (
                  <SelectItem key={l.value} value={l.value}>
                    {l.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <p className="self-end pb-2 text-sm text-muted-foreground" data-testid="settings-number-example">
            Ejemplo: {formatNumber(-46.2, 1, values.numberLocale)} °C · {formatNumber(1234.5, 2, values.numberLocale)} kW · GWP{" "}
            {formatNumber(14800, 0, values.numberLocale)}
          </p>
        </div>
      </div>
      <div className="space-y-4 rounded-lg border p-6">
        <div>
          <h2 className="text-lg font-semibold">Normativa</h2>
          <p className="text-sm text-muted-foreground">
            Jurisdicción por defecto de la verificación normativa de cada cálculo: Reglamento (UE) 2024/573 en la Unión Europea, calendario de Kigali del país y
            límites de carga de EN 378-1 en todos los casos.
          </p>
        </div>
        <div className="md:w-1/2">
          <FormField id="settings-jurisdiction" label="Jurisdicción" error={errors.jurisdiction}>
            <Select value={values.jurisdiction} onValueChange={(v) => set("jurisdiction", v as Jurisdiction)}>
              <SelectTrigger id="settings-jurisdiction" data-testid="settings-jurisdiction" aria-invalid={errors.jurisdiction ? true : undefined}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {JURISDICTIONS.map((j) => (
                  <SelectItem key={j.value} value={j.value}>
                    {j.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        </div>
      </div>
      <div className="space-y-4 rounded-lg border p-6" data-testid="settings-user">
        <div>
          <h2 className="text-lg font-semibold">Usuario</h2>
          {signedIn ? (
            <p className="text-sm text-muted-foreground">
              Sesión iniciada como <span className="font-medium text-foreground">{me.name}</span> ({me.email}), rol {me.role}. Cada cambio queda firmado con
              esta cuenta en el historial.
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              Servidor local de un solo usuario, sin inicio de sesión: el nombre con el que este navegador firma los cambios en el historial se guarda solo
              en este equipo y no se verifica. Para cuentas con contraseña y roles, inicie el servidor con --auth local.
            </p>
          )}
        </div>
        {!signedIn && <div className="md:w-1/2">{field("actor", "Su nombre", "text", ANONYMOUS_ACTOR)}</div>}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending || refused !== undefined} title={refused}>
          <Save /> {save.isPending ? "Guardando..." : "Guardar Configuración"}
        </Button>
        {refused && (
          <p className="text-sm text-muted-foreground" data-testid="settings-refused">
            {refused}
          </p>
        )}
      </div>
    </form>
  );
}

/** /configuracion: the company data printed on every sheet, and the system's version. */
export function CompanySettingsPage() {
  const { data: settings, isLoading, error } = useCompanySettings();
  const { data: me } = useMe();
  return (
    <section className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{FIRST_SCREENS["/configuracion"].title}</h1>
        <p className="text-muted-foreground">{FIRST_SCREENS["/configuracion"].description}</p>
      </div>
      {isLoading ? (
        <p className="text-muted-foreground">Cargando configuración...</p>
      ) : error || !settings ? (
        <p className="text-destructive">No se pudo cargar la configuración</p>
      ) : (
        <>
          <SettingsForm settings={settings} />
          <UnitsSection />
          {me && me.mode !== "single" && <ApiTokensSection />}
          <div className="space-y-1 rounded-lg border p-6 text-sm" data-testid="system-info">
            <h2 className="text-lg font-semibold">Información del Sistema</h2>
            <p>Versión {settings.appVersion}</p>
            <p className="text-muted-foreground">Última actualización: {settings.lastUpdate}</p>
          </div>
        </>
      )}
    </section>
  );
}
