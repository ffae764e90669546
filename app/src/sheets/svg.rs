//! Uploaded SVG made safe to serve and to print: parsed as XML (no DTD, so
//! no entity tricks), then written out again with only drawing elements and
//! attributes. Scripts, event handlers, foreign content and references to
//! anything outside the file are dropped; a file that is not SVG is refused.

use std::fmt::Write;

const SVG_NS: &str = "http://www.w3.org/2000/svg";
const XLINK_NS: &str = "http://www.w3.org/1999/xlink";

const ELEMENTS: &[&str] = &[
    "svg",
    "g",
    "defs",
    "symbol",
    "use",
    "path",
    "rect",
    "circle",
    "ellipse",
    "line",
    "polyline",
    "polygon",
    "text",
    "tspan",
    "textPath",
    "title",
    "desc",
    "linearGradient",
    "radialGradient",
    "stop",
    "clipPath",
    "mask",
    "pattern",
    "image",
    "style",
    "marker",
    "filter",
    "feGaussianBlur",
    "feOffset",
    "feBlend",
    "feFlood",
    "feComposite",
    "feMerge",
    "feMergeNode",
    "feColorMatrix",
];

const ATTRIBUTES: &[&str] = &[
    "id",
    "class",
    "style",
    "transform",
    "viewBox",
    "preserveAspectRatio",
    "width",
    "height",
    "x",
    "y",
    "x1",
    "y1",
    "x2",
    "y2",
    "cx",
    "cy",
    "r",
    "rx",
    "ry",
    "fx",
    "fy",
    "d",
    "points",
    "fill",
    "fill-opacity",
    "fill-rule",
    "stroke",
    "stroke-width",
    "stroke-opacity",
    "stroke-linecap",
    "stroke-linejoin",
    "stroke-miterlimit",
    "stroke-dasharray",
    "stroke-dashoffset",
    "opacity",
    "color",
    "display",
    "visibility",
    "clip-path",
    "clip-rule",
    "clipPathUnits",
    "mask",
    "maskUnits",
    "maskContentUnits",
    "font-family",
    "font-size",
    "font-weight",
    "font-style",
    "text-anchor",
    "dominant-baseline",
    "alignment-baseline",
    "letter-spacing",
    "dx",
    "dy",
    "rotate",
    "textLength",
    "lengthAdjust",
    "offset",
    "stop-color",
    "stop-opacity",
    "gradientUnits",
    "gradientTransform",
    "spreadMethod",
    "patternUnits",
    "patternContentUnits",
    "patternTransform",
    "markerWidth",
    "markerHeight",
    "markerUnits",
    "refX",
    "refY",
    "orient",
    "marker-start",
    "marker-mid",
    "marker-end",
    "filter",
    "in",
    "in2",
    "result",
    "stdDeviation",
    "mode",
    "operator",
    "k1",
    "k2",
    "k3",
    "k4",
    "values",
    "type",
    "flood-color",
    "flood-opacity",
    "filterUnits",
    "primitiveUnits",
    "version",
    "href",
    "xml:space",
];

/// Why an SVG upload was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SvgProblem {
    NotXml,
    NotSvg,
}

/// Whether the bytes look like an SVG document (before any parsing).
pub fn looks_like_svg(bytes: &[u8]) -> bool {
    let head = String::from_utf8_lossy(&bytes[..bytes.len().min(1024)]).to_lowercase();
    head.trim_start_matches('\u{feff}').trim_start().starts_with('<') && head.contains("<svg")
}

/// A reference is safe when it points inside the file or is an inlined
/// raster image.
fn safe_reference(value: &str) -> bool {
    let value = value.trim();
    value.starts_with('#')
        || value.starts_with("data:image/png;base64,")
        || value.starts_with("data:image/jpeg;base64,")
}

/// CSS text is safe when every `url(...)` points inside the file and it
/// imports nothing.
fn safe_css(text: &str) -> bool {
    let lower = text.to_lowercase();
    if lower.contains("@import") || lower.contains("expression(") || lower.contains("javascript:") {
        return false;
    }
    lower.match_indices("url(").all(|(at, _)| {
        let rest = lower[at + 4..].trim_start().trim_start_matches(['\'', '"']);
        rest.starts_with('#')
    })
}

fn escape(text: &str, out: &mut String) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
}

fn write_node(node: roxmltree::Node, out: &mut String) {
    if node.is_text() {
        escape(node.text().unwrap_or_default(), out);
        return;
    }
    if !node.is_element() {
        return;
    }
    let tag = node.tag_name();
    if tag.namespace() != Some(SVG_NS) || !ELEMENTS.contains(&tag.name()) {
        return;
    }
    let name = tag.name();
    if name == "style" && !safe_css(node.text().unwrap_or_default()) {
        return;
    }
    out.push('<');
    out.push_str(name);
    if node.parent_element().is_none() {
        let _ = write!(out, r#" xmlns="{SVG_NS}" xmlns:xlink="{XLINK_NS}""#);
    }
    for attribute in node.attributes() {
        let local = attribute.name();
        let written = match attribute.namespace() {
            None if ATTRIBUTES.contains(&local) => local.to_string(),
            Some(XLINK_NS) if local == "href" => "xlink:href".to_string(),
            Some("http://www.w3.org/XML/1998/namespace") if local == "space" => "xml:space".to_string(),
            _ => continue,
        };
        let value = attribute.value();
        if local == "href" && !safe_reference(value) {
            continue;
        }
        if !safe_css(value) {
            continue;
        }
        let _ = write!(out, " {written}=\"");
        escape(value, out);
        out.push('"');
    }
    out.push('>');
    for child in node.children() {
        write_node(child, out);
    }
    let _ = write!(out, "</{name}>");
}

/// The sanitised document, or why it is refused.
pub fn sanitize(bytes: &[u8]) -> Result<Vec<u8>, SvgProblem> {
    let text = std::str::from_utf8(bytes).map_err(|_| SvgProblem::NotXml)?;
    let document = roxmltree::Document::parse(text.trim_start_matches('\u{feff}')).map_err(|_| SvgProblem::NotXml)?;
    let root = document.root_element();
    if root.tag_name().name() != "svg" || root.tag_name().namespace() != Some(SVG_NS) {
        return Err(SvgProblem::NotSvg);
    }
    let mut out = String::with_capacity(text.len());
    write_node(root, &mut out);
    Ok(out.into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clean(svg: &str) -> String {
        String::from_utf8(sanitize(svg.as_bytes()).unwrap()).unwrap()
    }

    #[test]
    fn it_should_keep_drawing_elements_and_their_attributes() {
        let out = clean(
            r##"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect x="1" y="1" width="8" height="8" fill="#c0392b"/><text x="2" y="5">Frío &amp; Co</text></svg>"##,
        );
        assert!(out.contains(r##"<rect x="1" y="1" width="8" height="8" fill="#c0392b"></rect>"##), "{out}");
        assert!(out.contains("Frío &amp; Co"), "{out}");
        assert!(out.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg""#));
    }

    #[test]
    fn it_should_drop_scripts_handlers_foreign_content_and_outside_references() {
        let out = clean(
            r##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">
            <script>alert(2)</script>
            <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
            <image xlink:href="https://tracker.example/p.png" width="1" height="1"/>
            <use href="#a"/>
            <rect style="fill:url(https://evil.example/x)" width="1" height="1"/>
            <style>@import url(https://evil.example/a.css);</style>
            </svg>"##,
        );
        for banned in ["alert", "onload", "foreignObject", "tracker.example", "evil.example", "@import"] {
            assert!(!out.contains(banned), "{banned} survived: {out}");
        }
        assert!(out.contains(r##"<use href="#a"></use>"##), "{out}");
    }

    #[test]
    fn it_should_refuse_a_dtd_non_xml_and_non_svg_documents() {
        let billion = r#"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>"#;
        assert_eq!(sanitize(billion.as_bytes()), Err(SvgProblem::NotXml));
        assert_eq!(sanitize(b"<svg><rect></svg>"), Err(SvgProblem::NotXml));
        assert_eq!(sanitize(br#"<html xmlns="http://www.w3.org/1999/xhtml"/>"#), Err(SvgProblem::NotSvg));
        assert_eq!(
            sanitize(b"<svg/>"),
            Err(SvgProblem::NotSvg),
            "an SVG without its namespace does not render as <img>"
        );
    }
}
