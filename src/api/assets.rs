//! The files the API serves from the executable itself: the dashboard (html, js, css) and the
//! OpenAPI description. No CDN, nothing read from disk.

/// `(path, content type, body)` of every embedded file served as it is.
pub const FILES: &[(&str, &str, &str)] = &[
    ("/", "text/html; charset=utf-8", include_str!("../../assets/dashboard/index.html")),
    ("/dashboard.js", "text/javascript; charset=utf-8", include_str!("../../assets/dashboard/dashboard.js")),
    ("/dashboard.css", "text/css; charset=utf-8", include_str!("../../assets/dashboard/dashboard.css")),
    ("/api/openapi.json", "application/json", include_str!("../../assets/api/openapi.json")),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_openapi_description_is_json_and_names_every_route() {
        let doc: serde_json::Value = serde_json::from_str(FILES[3].2).unwrap();
        let paths = doc["paths"].as_object().unwrap();
        for route in super::super::routes::ROUTES {
            assert!(paths.contains_key(*route), "{route} is not described");
        }
    }

    #[test]
    fn the_dashboard_loads_nothing_from_elsewhere() {
        for (path, _, body) in FILES {
            assert!(!body.contains("http://") && !body.contains("https://") || path.ends_with(".json"), "{path}");
        }
    }
}
