/*
 * DynamoDB Local, listening on the loopback interface only. DynamoDBLocal.jar has no option for the
 * address it binds (its Jetty server takes every interface), so this launcher builds the server as
 * the jar's own main does, sets its connectors' host to 127.0.0.1 before it starts, and runs it.
 * The port is the system's choice at bind time (port 0), printed as `listening <port>` once bound:
 * a port picked free beforehand can be taken by another process meanwhile (seen when several local
 * stacks start at once). Started by infra/local/dynamodb.ts with `java` in source-file mode.
 */
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

public class LoopbackDynamoDb {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    int bound = 0;
    for (Connector connector : server.getConnectors()) {
      if (connector instanceof ServerConnector) {
        ((ServerConnector) connector).setHost("127.0.0.1");
        ((ServerConnector) connector).setPort(0);
        bound++;
      }
    }
    if (bound == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind to loopback");
    proxy.start();
    for (Connector connector : server.getConnectors()) {
      if (connector instanceof ServerConnector) {
        System.out.println("listening " + ((ServerConnector) connector).getLocalPort());
      }
    }
    System.out.flush();
    proxy.join();
  }
}
