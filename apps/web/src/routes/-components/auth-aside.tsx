export function AuthAside() {
  return (
    <div className="auth__aside">
      <h2>Tu huerta, a un clic</h2>
      <p>Guarda tus datos de entrega, consulta tus pedidos y recibe tu fruta y verdura fresca en Tecate, Tijuana, Rosarito o Ensenada.</p>
    </div>
  );
}
