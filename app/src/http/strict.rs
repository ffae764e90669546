//! Reading a JSON value into a request type the way its schema says: serde's
//! derived structs also accept an array of their fields in order
//! (`"technicalData": [null, null]`), which no schema of this API allows and
//! no client means. [`from_value`] refuses that at every depth; everything
//! else reads as `serde_json::from_value` would.

use serde::de::value::BorrowedStrDeserializer;
use serde::de::{self, DeserializeOwned, DeserializeSeed, IntoDeserializer, MapAccess, SeqAccess, Visitor};
use serde::forward_to_deserialize_any;
use serde_json::{Error, Map, Value};

pub fn from_value<T: DeserializeOwned>(value: &Value) -> Result<T, Error> {
    T::deserialize(Strict(value))
}

struct Strict<'a>(&'a Value);

impl<'de> de::Deserializer<'de> for Strict<'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::String(s) => visitor.visit_borrowed_str(s),
            Value::Array(items) => visitor.visit_seq(Items(items.iter())),
            Value::Object(map) => visitor.visit_map(Fields { iter: map.iter(), value: None }),
            scalar => de::Deserializer::deserialize_any(scalar, visitor),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.0 {
            Value::Object(_) => self.deserialize_any(visitor),
            other => Err(de::Error::invalid_type(unexpected(other), &"a JSON object")),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _name: &'static str, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        // Enums read as serde_json reads them (a unit variant is a string).
        de::Deserializer::deserialize_enum(self.0.clone().into_deserializer(), name, variants, visitor)
    }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf unit unit_struct
        seq tuple tuple_struct map identifier ignored_any
    }
}

fn unexpected(value: &Value) -> de::Unexpected<'_> {
    match value {
        Value::Null => de::Unexpected::Unit,
        Value::Bool(b) => de::Unexpected::Bool(*b),
        Value::Number(n) => n.as_f64().map_or(de::Unexpected::Other("number"), de::Unexpected::Float),
        Value::String(s) => de::Unexpected::Str(s),
        Value::Array(_) => de::Unexpected::Seq,
        Value::Object(_) => de::Unexpected::Map,
    }
}

struct Items<'a>(std::slice::Iter<'a, Value>);

impl<'de> SeqAccess<'de> for Items<'de> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, Error> {
        self.0.next().map(|v| seed.deserialize(Strict(v))).transpose()
    }
}

struct Fields<'a> {
    iter: <&'a Map<String, Value> as IntoIterator>::IntoIter,
    value: Option<&'a Value>,
}

impl<'de> MapAccess<'de> for Fields<'de> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, Error> {
        match self.iter.next() {
            Some((key, value)) => {
                self.value = Some(value);
                seed.deserialize(BorrowedStrDeserializer::new(key)).map(Some)
            }
            None => Ok(None),
        }
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        let value = self.value.take().ok_or_else(|| de::Error::custom("value without a key"))?;
        seed.deserialize(Strict(value))
    }
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;
    use serde_json::json;

    use super::from_value;

    #[derive(Debug, Default, Deserialize, PartialEq)]
    #[serde(rename_all = "camelCase", default)]
    struct Inner {
        a: Option<f64>,
        b: Option<String>,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(rename_all = "camelCase")]
    enum Kind {
        Rack,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(rename_all = "camelCase")]
    struct Outer {
        inner: Option<Inner>,
        list: Vec<Inner>,
        kind: Option<Kind>,
        #[serde(default)]
        any: serde_json::Value,
    }

    #[test]
    fn it_should_read_what_serde_json_reads() {
        let value = json!({"inner": {"a": 1, "b": "x"}, "list": [{"a": 2.5}], "kind": "rack", "any": [1, {"k": true}]});
        let strict: Outer = from_value(&value).unwrap();
        assert_eq!(strict, serde_json::from_value::<Outer>(value).unwrap());
        assert_eq!(strict.inner, Some(Inner { a: Some(1.0), b: Some("x".into()) }));
    }

    #[test]
    fn it_should_refuse_a_struct_written_as_an_array_at_any_depth() {
        for value in [
            json!([null, [], null, null]),
            json!({"inner": [1, "x"], "list": []}),
            json!({"inner": null, "list": [[1, "x"]]}),
        ] {
            assert!(serde_json::from_value::<Outer>(value.clone()).is_ok(), "serde alone accepts {value}");
            let error = from_value::<Outer>(&value).unwrap_err().to_string();
            assert!(error.contains("a JSON object"), "{value}: {error}");
        }
    }
}
