} // namespace {{NAMESPACE}}
{{EXCEPTIONS_END}}