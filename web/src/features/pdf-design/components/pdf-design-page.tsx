import { Save } from "lucide-react";
import * as React from "react";
import { useDesignConfig, type DesignConfig, type DesignConfigInput, type LogoPosition } from "../api/get-design-config";
import { useSaveDesignConfig } from "../api/save-design-config";
import { COLOR_FIELDS, DEFAULT_COLORS, designFormValues, EQUIPMENT_IMAGES, LOGO_POSITIONS, validateDesignForm } from "../utils/design-form";
import { ColorField } from "./color-field";
import { DesignPreview } from "./design-preview";
import { ImageUploadField } from "./image-upload-field";
import { FormField } from "@/components/common/form-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDialogForm } from "@/hooks/use-dialog-form";
import { useWhenChanged } from "@/hooks/use-when-changed";
import { useRefusal } from "@/lib/session";

function DesignForm({ config }: { config: DesignConfig }) {
  const save = useSaveDesignConfig();
  const refused = useRefusal("editSettings");
  const [tab, setTab] = React.useState("colores");
  const form = useDialogForm<DesignConfigInput, DesignConfigInput>({
    open: true,
    initial: () => designFormValues(config),
    validate: validateDesignForm,
    save: save.mutateAsync,
    successTitle: "Configuración guardada",
    failureMessage: "No se pudo guardar la configuración",
    onSaved: () => {},
  });
  const { values, errors, set } = form;

  // A refused colour is shown at its field, so bring its tab forward.
  const colorError = COLOR_FIELDS.some(({ key }) => errors[key]);
  useWhenChanged(colorError, (refused) => {
    if (refused) setTab("colores");
  });

  return (
    <form onSubmit={form.onSubmit} className="grid gap-6 lg:grid-cols-[1fr_20rem]" noValidate>
      <div className="space-y-4">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            <TabsTrigger value="colores">Colores</TabsTrigger>
            <TabsTrigger value="logo">Logo</TabsTrigger>
            <TabsTrigger value="imagenes">Imágenes</TabsTrigger>
          </TabsList>
          <TabsContent value="colores" className="space-y-4 rounded-lg border p-6">
            {COLOR_FIELDS.map(({ key, label }) => (
              <ColorField key={key} id={key} label={label} value={values[key]} fallback={DEFAULT_COLORS[key]} error={errors[key]} onChange={(v) => set(key, v)} />
            ))}
          </TabsContent>
          <TabsContent value="logo" className="space-y-4 rounded-lg border p-6">
            <ImageUploadField id="logoUrl" label="Logo de la empresa" url={values.logoUrl} onChange={(url) => set("logoUrl", url)} />
            <FormField id="logoPosition" label="Posición del logo" error={errors.logoPosition}>
              <Select value={values.logoPosition} onValueChange={(v) => set("logoPosition", v as LogoPosition)}>
                <SelectTrigger id="logoPosition" className="md:w-64">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {LOGO_POSITIONS.map((p) => (
                    <SelectItem key={p.value} value={p.value}>
                      {p.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
            <FormField id="footerText" label="Texto del pie de página" error={errors.footerText}>
              <Input id="footerText" value={values.footerText} onChange={(e) => set("footerText", e.target.value)} placeholder="Se muestra en cada página junto al código QR" />
            </FormField>
            <div className="space-y-1">
              <div className="flex items-center gap-2">
                <Checkbox id="traceabilityAppendix" checked={values.traceabilityAppendix} onCheckedChange={(v) => set("traceabilityAppendix", v === true)} />
                <Label htmlFor="traceabilityAppendix" className="cursor-pointer">
                  Imprimir anexo de trazabilidad
                </Label>
              </div>
              <p className="text-sm text-muted-foreground">
                Una página final con los identificadores, versiones y huellas SHA-256 de la ficha, para el archivo de la empresa. El cliente no la necesita: el código de verificación del pie basta para comprobar la ficha.
              </p>
            </div>
          </TabsContent>
          <TabsContent value="imagenes" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {EQUIPMENT_IMAGES.map(({ key, label }) => (
              <ImageUploadField key={key} id={key} label={label} url={values[key]} onChange={(url) => set(key, url)} />
            ))}
          </TabsContent>
        </Tabs>
        <Button type="submit" disabled={save.isPending || refused !== undefined} title={refused}>
          <Save /> {save.isPending ? "Guardando..." : "Guardar Configuración"}
        </Button>
        {refused && (
          <p className="text-sm text-muted-foreground" data-testid="design-refused">
            {refused}
          </p>
        )}
      </div>
      <aside className="space-y-2">
        <h2 className="font-semibold">Vista previa</h2>
        <DesignPreview values={values} />
      </aside>
    </form>
  );
}

/** /configuracion-diseno: colours, logo and equipment images of the data sheet. */
export function PdfDesignPage() {
  const { data: config, isLoading, error } = useDesignConfig();
  return (
    <section className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Diseño de PDF</h1>
        <p className="text-muted-foreground">Colores, logo e imágenes de las fichas técnicas.</p>
      </div>
      {isLoading ? (
        <p className="text-muted-foreground">Cargando configuración...</p>
      ) : error || !config ? (
        <p className="text-destructive">No se pudo cargar la configuración</p>
      ) : (
        <DesignForm config={config} />
      )}
    </section>
  );
}
